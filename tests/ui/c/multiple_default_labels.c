int pick(int v)
{
    switch (v) {
    default:
        return 1;
    case 2:
        return 2;
    default:
        return 3;
    }
}
