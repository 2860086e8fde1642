int main(void)
{
    int tries = 0;
again:
    tries++;
    if (tries < 3)
        goto retry;
    return 0;
}
