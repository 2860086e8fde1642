struct point { int x, y; };

int norm(struct point p)
{
    return p.x * p.x + p.z * p.z;
}
