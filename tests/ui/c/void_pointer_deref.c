void store(void *slot, int value)
{
    *slot = value;
}
