int pick(int n)
{
    return n[3];
}
