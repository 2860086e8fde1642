struct point { int x, y; };
struct point { double x, y; };
