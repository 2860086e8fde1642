int limit = 10;
int doubled = limit * 2;

int next(void)
{
    static int calls = doubled;
    return ++calls;
}
