struct opaque;

unsigned long size(void)
{
    return sizeof(struct opaque);
}
