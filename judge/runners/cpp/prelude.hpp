// runners/cpp/prelude.hpp: what LeetCode's C++ build puts before a solution: every standard
// header (bits/stdc++.h) and `using namespace std`, so a solution pasted without #include
// lines compiles here as there.
#include <bits/stdc++.h>
using namespace std;
