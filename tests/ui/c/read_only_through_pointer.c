void clear(const char *s)
{
    *s = 0;
}
