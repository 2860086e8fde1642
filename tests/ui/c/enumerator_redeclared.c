enum color { RED, GREEN, BLUE };
enum light { OFF, RED };
