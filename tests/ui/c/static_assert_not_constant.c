struct packet { char kind; int length; };
int header_size = 5;

_Static_assert(sizeof(struct packet) == header_size, "unexpected packet size");
