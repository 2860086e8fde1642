struct point { int x, y; };

int get(struct point p)
{
    return p->x;
}
