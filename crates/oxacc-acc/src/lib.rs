//! oxacc-acc (placeholder: filled in by its issue).
