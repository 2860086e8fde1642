int main(void)
{
    double ratio;
    int *where = 0;
    ratio = where;
    return 0;
}
