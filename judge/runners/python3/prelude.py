# runners/python3/prelude.py: what LeetCode's Python 3 puts before a solution ("most libraries
# are already imported automatically for your convenience"): the modules and their names, so
# List, Optional, deque, Counter, defaultdict, heappush, bisect_left, cache, lru_cache, reduce,
# accumulate, permutations, inf, gcd and the like work without an import, as there.
import array, bisect, collections, copy, functools, heapq, itertools, math, operator, random
import re, string, sys
from bisect import *
from collections import *
from functools import *
from heapq import *
from itertools import *
from math import *
from typing import *
