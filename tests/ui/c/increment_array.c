int main(void)
{
    int buf[4];
    buf++;
    return 0;
}
