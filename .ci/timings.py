"""Where CI's build went: the longest units of cargo's --timings report, and the total."""
import json
import re
import sys

report = open(sys.argv[1], encoding="utf-8").read()
units = json.loads(re.search(r"const UNIT_DATA = (\[.*?\]);", report, re.S).group(1))
total = max(u["start"] + u["duration"] for u in units)
own = [u for u in units if u["name"].startswith("teban")]
print(f"   build {total:.0f} s: {len(units)} units, teban's own {sum(u['duration'] for u in own):.0f} s")
for u in sorted(units, key=lambda u: -u["duration"])[:12]:
    print(f"   {u['duration']:6.1f} s  {u['name']} {u['target'].strip()}")
