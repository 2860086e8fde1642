int main(void)
{
    int limit = 3;
    return limit(4);
}
