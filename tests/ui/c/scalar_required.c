struct flag { int on; };

int check(struct flag f)
{
    if (f)
        return 1;
    return 0;
}
