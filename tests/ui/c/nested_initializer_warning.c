struct range { int *lo; int *hi; };
struct config { const char *name; struct range ranges[2]; };

int bound;

struct config defaults = {
    "default",
    { { &bound, &bound }, { 0, 42 } },
};
