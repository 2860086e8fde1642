int main(void)
{
    int total = 0;
    for (int i = 0; i < 10; i++)
        total += count;
    return total;
}
