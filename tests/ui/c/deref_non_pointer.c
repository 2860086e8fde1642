int load(long v)
{
    return *v;
}
