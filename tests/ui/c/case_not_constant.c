int bucket(int value, int limit)
{
    switch (value) {
    case limit:
        return 1;
    default:
        return 0;
    }
}
