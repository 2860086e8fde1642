typedef unsigned long length_t;
typedef struct { int x, y; } point_t;
typedef const char *label_t;

length_t measure(label_t text, length_t limit);

int main(void)
{
    point_t origin = { 0, 0 };
    length_t n = 3;
    int *slot = n;
    n = origin;
    measure(origin, n);
    return origin.z;
}
