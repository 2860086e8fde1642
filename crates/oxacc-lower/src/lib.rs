//! oxacc-lower (placeholder: filled in by its issue).
