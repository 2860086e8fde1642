int main(void)
{
    const int size = 10;
    size = 20;
    return size;
}
