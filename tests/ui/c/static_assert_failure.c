struct header { char tag; int length; };

_Static_assert(sizeof(struct header) == 5, "header must be packed");
