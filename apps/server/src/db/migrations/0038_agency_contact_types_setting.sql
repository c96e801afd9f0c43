-- Issue 24, defect 13: owners and managers choose the agency's contact types in Settings > Agency
-- (PUT /api/agencies/me/contact-types); the app role may change that column of its own agency (row-level security).
grant update (contact_types) on agencies to fieldbook_app;
