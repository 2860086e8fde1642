int get(int v)
{
    return v.field;
}
