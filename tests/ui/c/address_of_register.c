int *escape(void)
{
    register int counter = 0;
    return &counter;
}
