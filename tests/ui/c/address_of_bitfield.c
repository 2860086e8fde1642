struct flags { unsigned ready : 1; unsigned error : 1; };

unsigned *ready_bit(struct flags *f)
{
    return &f->ready;
}
