void dispatch(int op)
{
    goto *op;
}
