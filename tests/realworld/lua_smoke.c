/* Runs Lua scripts in an interpreter built by oxacc. Each script must run without error and
 * return true; prints one line per script and exits non-zero if any failed. */
#include <stdio.h>
#include "lauxlib.h"
#include "lua.h"
#include "lualib.h"

int main(int argc, char **argv)
{
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        lua_State *L = luaL_newstate();
        if (!L) {
            fprintf(stderr, "lua smoke: cannot create a state\n");
            return 1;
        }
        luaL_openlibs(L);
        int status = luaL_loadfile(L, argv[i]);
        if (status == LUA_OK)
            status = lua_pcall(L, 0, 1, 0);
        if (status != LUA_OK) {
            printf("FAIL %s: %s\n", argv[i], lua_tostring(L, -1));
            failed++;
        } else if (!lua_toboolean(L, -1)) {
            printf("FAIL %s: returned false\n", argv[i]);
            failed++;
        } else {
            printf("ok   %s\n", argv[i]);
        }
        lua_close(L);
    }
    if (failed)
        printf("lua smoke: %d of %d scripts FAILED\n", failed, argc - 1);
    else
        printf("lua smoke: all %d scripts ran\n", argc - 1);
    return failed != 0;
}
