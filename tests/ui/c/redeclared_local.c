int main(void)
{
    int n = 1;
    int n = 2;
    return n;
}
