int main(void)
{
    int x = 1;
    if (x)
        break;
    return 0;
}
