struct shape { int sides; };
union shape *as_union;
