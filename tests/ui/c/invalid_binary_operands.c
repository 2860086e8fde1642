struct vec { float x, y; };

struct vec sum(struct vec a, struct vec b)
{
    return a + b;
}
