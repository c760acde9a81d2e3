#!/usr/bin/env bash
# Renders the login background (src/assets/login-embers.webm): a 6 s seamless loop of a
# slow warm glow with rising embers, 640x360 VP9, about 40 KB. Needs ffmpeg with libvpx.
# Every moving term has a period that divides 6 s, so the last frame runs into the first.
set -euo pipefail
out="${1:-$(dirname "$0")/../src/assets/login-embers.webm}"

glow='(0.5+0.25*sin(2*PI*(2*Y/H+T/6))*sin(2*PI*(1.5*X/W-T/6))+0.25*sin(2*PI*(3*X/W+Y/H+2*T/6)))'
graph="[0:v]geq=r='clip(25+215*${glow}*pow(Y/H\,1.3)\,0\,255)':g='clip(8+95*${glow}*${glow}*pow(Y/H\,1.6)\,0\,255)':b='clip(6+20*${glow}*(Y/H)\,0\,255)',gblur=sigma=6,format=yuv420p[bg0];"
# One soft ember sprite, drawn ten times on rising, swaying paths.
graph+="[1:v]format=rgba,geq=r=255:g=200:b=110:a='255*exp(-((X-5.5)*(X-5.5)+(Y-5.5)*(Y-5.5))/6)',split=10"
for i in $(seq 0 9); do graph+="[s$i]"; done
graph+=";"
i=0
prev=bg0
# x position, rises per loop, phase
for ember in "70 1 0.10" "160 2 0.55" "250 1 0.80" "330 1 0.35" "410 2 0.05" \
  "480 1 0.62" "560 2 0.30" "610 1 0.90" "120 1 0.45" "530 1 0.15"; do
  set -- $ember
  graph+="[$prev][s$i]overlay=x='$1+14*sin(2*PI*(2*t/6+$3))':y='H*(1.05-1.1*mod($2*t/6+$3\,1))':eval=frame[o$i];"
  prev=o$i
  i=$((i + 1))
done
graph+="[$prev]noise=alls=5:allf=t,format=yuv420p[out]"

ffmpeg -y -loglevel warning \
  -f lavfi -i "color=c=black:s=640x360:r=24:d=6,format=gbrp" \
  -f lavfi -i "color=c=black:s=12x12:r=24:d=6" \
  -filter_complex "$graph" -map "[out]" \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -an -g 144 -t 6 "$out"
