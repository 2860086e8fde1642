int main(void)
{
    int *buffer = 42;
    long address = buffer;
    return address != 0;
}
