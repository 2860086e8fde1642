//! oxacc-sema (placeholder: filled in by its issue).
