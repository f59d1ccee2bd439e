# runners/python3/prelude.py: what LeetCode's Python 3 puts before a solution ("most libraries
# are already imported automatically for your convenience"): its list of modules, each imported
# and star-imported, then typing's names (docs/languages.md cites where the list comes from).
# So List, Optional, deque, Counter, defaultdict, heappush, bisect_left, cache, lru_cache,
# reduce, accumulate, permutations, inf, gcd, ascii_lowercase and the like work without an
# import, as there. The modules come after the star imports, as in LeetCode's list: `random`,
# `copy` and `array` are the modules, not their functions. sortedcontainers is installed, not imported: `from sortedcontainers import
# SortedList`, as on LeetCode.
from string import *
from re import *
from datetime import *
from collections import *
from heapq import *
from bisect import *
from copy import *
from math import *
from random import *
from statistics import *
from itertools import *
from functools import *
from operator import *
from io import *
from sys import *
from json import *
from builtins import *
import string, re, datetime, collections, heapq, bisect, copy, math, random, statistics
import itertools, functools, operator, io, sys, json, array
from typing import *
