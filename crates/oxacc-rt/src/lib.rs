//! oxacc-rt (placeholder).
