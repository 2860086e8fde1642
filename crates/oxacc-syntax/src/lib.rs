//! oxacc-syntax (placeholder: filled in by its issue).
