int main(void)
{
    return compute(42);
}
