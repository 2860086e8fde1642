struct money { long cents; };

struct money negate(struct money m)
{
    m = -m;
    return m;
}
