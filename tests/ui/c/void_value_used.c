void reset(int *p);

int main(void)
{
    int x;
    int r = reset(&x);
    return r;
}
