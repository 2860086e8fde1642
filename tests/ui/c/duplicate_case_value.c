int classify(int c)
{
    switch (c) {
    case 1:
        return 10;
    case 2:
        return 20;
    case 1:
        return 30;
    }
    return 0;
}
