struct pair { int a, b; };

int first(struct pair p)
{
    return p;
}
